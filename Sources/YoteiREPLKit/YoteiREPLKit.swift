import Yotei
